"""Framing that counts its frames from `wav.shape[1]` (`(len - n_fft) // hop + 1`) and cuts each with `F.slice_axis`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


class Framer(HybridBlock):
    def __init__(self, n_fft=16, hop=8, **kwargs):
        super(Framer, self).__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop

    def hybrid_forward(self, F, wav):
        n_frames = (wav.shape[1] - self.n_fft) // self.hop + 1
        frames = [F.slice_axis(wav, axis=1, begin=i * self.hop, end=i * self.hop + self.n_fft)
                  for i in range(n_frames)]
        frames = F.stack(*frames, axis=1)
        return F.log(F.sum(F.square(frames), axis=2) + 1e-6)


Net = Framer
