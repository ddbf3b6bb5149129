interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}

export function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold tracking-widest text-hot-400 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl font-black tracking-tight text-balance text-white sm:text-5xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg text-mist-400">{text}</p>
    </div>
  );
}
