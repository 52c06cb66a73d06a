"""Framing with `wav[:, start:start + self.n_fft]` subscripts over a python frame count, each frame's energy by `F.norm`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


class FrameEnergy(HybridBlock):
    def __init__(self, n_fft=16, hop=8, length=64, **kwargs):
        super(FrameEnergy, self).__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop
        self.n_frames = (length - n_fft) // hop + 1

    def hybrid_forward(self, F, wav):
        energies = []
        for i in range(self.n_frames):
            start = i * self.hop
            energies.append(F.norm(wav[:, start:start + self.n_fft], axis=1, keepdims=True))
        return F.concat(*energies, dim=1)


Net = FrameEnergy
