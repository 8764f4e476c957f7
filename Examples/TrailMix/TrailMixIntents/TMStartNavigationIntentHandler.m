//
//  TMStartNavigationIntentHandler.m
//  TrailMixIntents
//

#import "TMStartNavigationIntentHandler.h"

#import "TrailMixIntents-Swift.h"

static NSString * const TMStartNavigationActivityType = @"com.example.trailmix.start-navigation";

@implementation TMStartNavigationIntentHandler

- (void)confirmStartNavigation:(StartNavigationIntent *)intent
                    completion:(void (^)(StartNavigationIntentResponse *response))completion
{
    if (intent.trail.identifier.length == 0) {
        completion([[StartNavigationIntentResponse alloc] initWithCode:StartNavigationIntentResponseCodeFailure
                                                          userActivity:nil]);
        return;
    }
    completion([[StartNavigationIntentResponse alloc] initWithCode:StartNavigationIntentResponseCodeReady
                                                      userActivity:nil]);
}

- (void)handleStartNavigation:(StartNavigationIntent *)intent
                   completion:(void (^)(StartNavigationIntentResponse *response))completion
{
    // Turn-by-turn guidance needs location and audio in the foreground: continue in the app.
    NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:TMStartNavigationActivityType];
    activity.userInfo = @{ @"trailID": intent.trail.identifier ?: @"" };

    StartNavigationIntentResponse *response =
        [[StartNavigationIntentResponse alloc] initWithCode:StartNavigationIntentResponseCodeContinueInApp
                                               userActivity:activity];
    completion(response);
}

@end
