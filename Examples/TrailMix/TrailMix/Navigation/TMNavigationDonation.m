//
//  TMNavigationDonation.m
//  TrailMix
//

#import "TMNavigationDonation.h"

#import <Intents/Intents.h>
#import <os/log.h>

#import "TrailMix-Swift.h"

@implementation TMNavigationDonation

+ (void)donateStartNavigationForTrailID:(NSString *)trailID name:(NSString *)name
{
    Trail *trail = [[Trail alloc] initWithIdentifier:trailID displayString:name];

    StartNavigationIntent *intent = [[StartNavigationIntent alloc] init];
    intent.trail = trail;
    intent.suggestedInvocationPhrase =
        [NSString stringWithFormat:NSLocalizedString(@"Navigate %@", @"Siri phrase suggestion"), name];

    INInteraction *interaction = [[INInteraction alloc] initWithIntent:intent response:nil];
    interaction.groupIdentifier = trailID;
    [interaction donateInteractionWithCompletion:^(NSError * _Nullable error) {
        if (error != nil) {
            os_log_error(OS_LOG_DEFAULT, "StartNavigation donation failed: %{public}@", error);
        }
    }];
}

+ (void)deleteDonationsForTrailID:(NSString *)trailID
{
    [INInteraction deleteInteractionsWithGroupIdentifier:trailID completion:nil];
}

@end
