//
//  TMStartNavigationIntentHandler+Resolution.h
//  TrailMixIntents
//

#import "TMStartNavigationIntentHandler.h"

NS_ASSUME_NONNULL_BEGIN

@class TrailResolutionResult;

@interface TMStartNavigationIntentHandler (Resolution)

- (void)resolveTrailForStartNavigation:(StartNavigationIntent *)intent
                        withCompletion:(void (^)(TrailResolutionResult *resolutionResult))completion;

@end

NS_ASSUME_NONNULL_END
