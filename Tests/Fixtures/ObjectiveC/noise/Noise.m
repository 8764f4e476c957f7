// @interface CommentedHandler : NSObject <OrderSoupIntentHandling>
/*
@interface BlockCommentedHandler : NSObject <OrderSoupIntentHandling>
@end
 */
#import "Noise.h"
#define DONATE(i) [[[INInteraction alloc] initWithIntent:i response:nil] donateInteractionWithCompletion:nil]

static NSString * const Template = @"@interface StringHandler : NSObject <OrderSoupIntentHandling> @end";

@implementation NoiseController

//- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *))completion {
//}

- (void)explain
{
    NSLog(@"call [interaction donateInteractionWithCompletion:nil] with \"INShortcut\"");
    const char *text = "[[INShortcut alloc] initWithIntent:intent]";
    char bracket = '[';
    /* [[INVoiceShortcutCenter sharedCenter] setShortcutSuggestions:@[]]; */
}

@end
