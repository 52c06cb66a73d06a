"""Numpy-mode SimVP with `@use_np` on a `hybrid_forward`: frames taken one by one by integer indices
`x[:, t]` for `t in range(self.T)` (T from the constructor), folded with `np.concatenate` along the batch,
C, H, W from the constructor's `frame_shape` tuple, unfolded by `np.stack` of python slices of the batch."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 2, 8, 8)]


@use_np
class NumpyIndexedFrames(HybridBlock):
    def __init__(self, T=3, batch=2, frame_shape=(2, 8, 8), hid_s=4, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        self.batch = batch
        self.frame_shape = tuple(frame_shape)
        with self.name_scope():
            self.enc = nn.Conv2D(hid_s, 3, padding=1, activation="relu", in_channels=frame_shape[0])
            self.readout = nn.Conv2D(frame_shape[0], 1, in_channels=hid_s)

    def hybrid_forward(self, F, x):
        frames = F.np.concatenate([x[:, t] for t in range(self.T)], axis=0)
        y = self.readout(self.enc(frames))
        b = self.batch
        return F.np.stack([y[t * b:(t + 1) * b] for t in range(self.T)], axis=1)


Net = NumpyIndexedFrames
