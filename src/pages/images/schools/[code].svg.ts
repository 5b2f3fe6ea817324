import type { APIRoute, GetStaticPaths } from "astro";
import { schools, type School } from "@/content/data/schools";
import { schoolEmblemSvg } from "@/lib/guides/emblem";

// One generated emblem per school: our own artwork (short name on a colour derived from the code),
// so tiles have an image without copying any university's logo.
export const getStaticPaths: GetStaticPaths = () =>
  [...schools.values()].map((school) => ({ params: { code: school.code }, props: { school } }));

export const GET: APIRoute = ({ props }) =>
  new Response(schoolEmblemSvg(props.school as School), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
