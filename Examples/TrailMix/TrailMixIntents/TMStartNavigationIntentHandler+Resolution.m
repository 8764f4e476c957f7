//
//  TMStartNavigationIntentHandler+Resolution.m
//  TrailMixIntents
//

#import "TMStartNavigationIntentHandler+Resolution.h"

#import "TrailMixIntents-Swift.h"

@implementation TMStartNavigationIntentHandler (Resolution)

- (void)resolveTrailForStartNavigation:(StartNavigationIntent *)intent
                        withCompletion:(void (^)(TrailResolutionResult *resolutionResult))completion
{
    Trail *trail = intent.trail;
    if (trail == nil || trail.identifier.length == 0) {
        completion([TrailResolutionResult needsValue]);
        return;
    }
    /* A trail picked in the Shortcuts editor can be stale after a sync; ask again if so. */
    if (trail.displayString.length == 0) {
        completion([TrailResolutionResult confirmationRequiredWithTrailToConfirm:trail]);
        return;
    }
    completion([TrailResolutionResult successWithResolvedTrail:trail]);
}

@end
