/** The shop's mark; its accessible name is the shop's name. */
export function Logo({
  shopName,
  height = 40,
  width = 50,
}: {
  shopName: string;
  height?: number;
  width?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 50 40"
      width={width}
      height={height}
      role="img"
      aria-label={shopName}
    >
      <path d="M25 36C12 30 8 18 14 6c6 8 14 10 11 30z" fill="#7E9A1B" />
      <path d="M25 36c13-6 17-18 11-30-6 8-14 10-11 30z" fill="#566A10" />
    </svg>
  );
}
