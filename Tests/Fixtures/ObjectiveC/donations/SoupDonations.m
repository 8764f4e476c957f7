#import <Intents/Intents.h>
#import <IntentsUI/IntentsUI.h>

@implementation SoupDonations

- (void)donateOrder:(Soup *)soup
{
    OrderSoupIntent *intent = [[OrderSoupIntent alloc] init];
    intent.soup = soup;
    intent.suggestedInvocationPhrase = @"Soup time";
    INInteraction *interaction = [[INInteraction alloc] initWithIntent:intent response:nil];
    [interaction donateInteractionWithCompletion:nil];
}

- (void)donateInline
{
    [[[INInteraction alloc] initWithIntent:[[CheckStockIntent alloc] init] response:nil] donateInteractionWithCompletion:^(NSError *error) {
    }];
}

- (void)donateAgain:(OrderSoupIntent *)order
{
    INInteraction *again = [[INInteraction alloc] initWithIntent:order response:nil];
    [again donateInteractionWithCompletion:nil];
}

- (void)donateUnknown
{
    INInteraction *unknown = [[INInteraction alloc] initWithIntent:self.pendingIntent response:nil];
    [unknown donateInteractionWithCompletion:nil];
}

- (void)suggestShortcuts
{
    INShortcut *shortcut = [[INShortcut alloc] initWithIntent:[[OrderSoupIntent alloc] init]];
    [[INVoiceShortcutCenter sharedCenter] setShortcutSuggestions:@[shortcut]];
    INUIAddVoiceShortcutButton *button = [[INUIAddVoiceShortcutButton alloc] initWithStyle:INUIAddVoiceShortcutButtonStyleBlack];
    button.shortcut = shortcut;
}

- (void)predictActivities
{
    NSUserActivity *menu = [[NSUserActivity alloc] initWithActivityType:@"com.example.soup.menu"];
    menu.eligibleForPrediction = YES;
    menu.suggestedInvocationPhrase = @"Show the menu";

    NSUserActivity *hidden = [[NSUserActivity alloc] initWithActivityType:@"com.example.soup.hidden"];
    hidden.eligibleForPrediction = NO;

    NSUserActivity *order = [[NSUserActivity alloc] initWithActivityType:SoupOrderActivityType];
    [order setEligibleForPrediction:YES];
}

- (void)donateThroughProperties
{
    self.currentOrder = [[OrderSoupIntent alloc] init];
    self.interaction = [[INInteraction alloc] initWithIntent:self.currentOrder response:nil];
    [self.interaction donateInteractionWithCompletion:^(NSError * _Nullable error) {
        self.userActivity.eligibleForPrediction = YES;
    }];
}

@end
