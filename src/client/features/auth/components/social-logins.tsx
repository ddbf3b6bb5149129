import { useId, type ComponentType, type SVGProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { AppleIcon } from '#client/components/brand-icons.tsx';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { DiscordIcon, FacebookIcon, GoogleIcon, MicrosoftIcon } from './provider-icons.tsx';

const unavailable: { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { name: 'Apple', Icon: AppleIcon },
  { name: 'Microsoft', Icon: MicrosoftIcon },
  { name: 'Discord', Icon: DiscordIcon },
  { name: 'Facebook', Icon: FacebookIcon },
];

/**
 * Google is offered when the server has its keys; every other provider, and Google without keys,
 * is listed disabled with the reason, never a button that fails on click.
 */
export function SocialLogins() {
  const noteId = useId();
  const googleNoteId = useId();
  const providers = useAuthProviders();
  // Until the answer arrives the button waits; if it cannot be read, the click is still tried.
  const google = providers.isError ? true : providers.data?.google;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wider text-mist-500 uppercase">
        <span className="h-px flex-1 bg-white/10" />
        or continue with
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <Button
        variant="light"
        size="lg"
        className="w-full"
        disabled={google !== true}
        aria-busy={google === undefined}
        aria-describedby={google === false ? googleNoteId : undefined}
        onClick={() => {
          // A full navigation: the server starts the OAuth redirect dance.
          window.location.href = apiPaths.auth.google;
        }}
      >
        <GoogleIcon className="size-5" />
        Continue with Google
      </Button>
      {google === false && (
        <p id={googleNoteId} className="text-center text-xs text-mist-500">
          Google login will be available once API keys are configured.
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {unavailable.map(({ name, Icon }) => (
          <Button
            key={name}
            variant="secondary"
            disabled
            aria-describedby={noteId}
            title={`${name} login will be available once API keys are configured`}
            className="w-full"
          >
            <Icon className="size-4" />
            {name}
          </Button>
        ))}
      </div>
      <p id={noteId} className="text-center text-xs text-mist-500">
        Apple, Microsoft, Discord and Facebook login will be available once API keys are configured.
      </p>
    </div>
  );
}
