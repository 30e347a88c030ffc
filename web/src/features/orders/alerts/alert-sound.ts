/** Whether staff want the new-order sound on this device (on until turned off). */
const storageKey = 'kasuwa.order-alert-sound';

export function soundWanted(): boolean {
  try {
    return localStorage.getItem(storageKey) !== 'off';
  } catch {
    return true;
  }
}

export function keepSoundChoice(on: boolean): void {
  try {
    localStorage.setItem(storageKey, on ? 'on' : 'off');
  } catch (error) {
    console.error('The sound choice could not be kept on this device', error);
  }
}

let context: AudioContext | undefined;

/**
 * Two short tones, made by the browser (no sound file to download). Browsers play audio only after the
 * page had a tap or a key; before that it is silently skipped, and the notification still shows.
 */
export function playAlertSound(): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.2, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.15);
      tone.connect(volume).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.16);
    }
  } catch (error) {
    console.error('The new-order sound could not play', error);
  }
}
