//
//  TMStartNavigationIntentHandler.h
//  TrailMixIntents
//

#import <Foundation/Foundation.h>
#import <Intents/Intents.h>

NS_ASSUME_NONNULL_BEGIN

// StartNavigationIntentHandling is generated in Swift (INTENTS_CODEGEN_LANGUAGE = Swift) and is
// declared in TrailMixIntents-Swift.h, which a header imported by the bridging header cannot
// import. Forward-declare it here; the .m files import the real declarations.
@protocol StartNavigationIntentHandling;
@class StartNavigationIntent;
@class StartNavigationIntentResponse;

/// Handles "Start navigation on <trail>". Navigation needs the app in the foreground, so the
/// handler hands over to the app with a user activity. Resolution is in the Resolution category.
@interface TMStartNavigationIntentHandler : NSObject <StartNavigationIntentHandling>

- (void)confirmStartNavigation:(StartNavigationIntent *)intent
                    completion:(void (^)(StartNavigationIntentResponse *response))completion;

- (void)handleStartNavigation:(StartNavigationIntent *)intent
                   completion:(void (^)(StartNavigationIntentResponse *response))completion;

@end

NS_ASSUME_NONNULL_END
