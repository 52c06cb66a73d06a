"""GC-Net concatenation volume: for each disparity in a python range the left features and the right features shifted by `F.pad` + `slice_axis` concatenated on channels, stacked on a new disparity axis with `F.stack(axis=2)`, aggregated by a `Conv3D`, and squeezed with reshape codes `(0, -3, -2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 8), (2, 3, 5, 8)]


class Net(HybridBlock):
    def __init__(self, channels=2, max_disp=3, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.agg = nn.Conv3D(1, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, left, right):
        fl, fr = self.feat(left), self.feat(right)
        slices = []
        for d in range(self.max_disp):
            shifted = F.pad(fr, mode="constant", pad_width=(0, 0, 0, 0, 0, 0, d, 0))
            shifted = F.slice_axis(shifted, axis=3, begin=0, end=-d if d else None)
            slices.append(F.concat(fl, shifted, dim=1))
        volume = F.stack(*slices, axis=2)                                         # (N, 2C, D, H, W)
        return self.agg(volume).reshape((0, -3, -2))                              # (N, D, H, W)
