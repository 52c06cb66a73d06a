"""Temporal stride sampling of a (N, C, T, H, W) clip by `F.slice` with a python step on the time axis, then a 3D conv stem."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 4, 4)]


class StridedSampler(HybridBlock):
    def __init__(self, stride=2, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.stem = nn.Conv3D(4, (1, 3, 3), padding=(0, 1, 1))

    def hybrid_forward(self, F, clip):
        clip = F.slice(clip, begin=(None, None, 0, None, None), end=(None, None, None, None, None),
                       step=(None, None, self.stride, None, None))
        return self.stem(clip)


Net = StridedSampler
