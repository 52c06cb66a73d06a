"""Bilinear CNN pooling of two conv streams: `batch_dot` of the flattened maps (N, C, HW), averaged by dividing by `h * w` unpacked from `fa.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class BilinearCNN(HybridBlock):
    def __init__(self, ca=3, cb=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stream_a = nn.Conv2D(ca, 3, padding=1, in_channels=3)
            self.stream_b = nn.Conv2D(cb, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        fa, fb = self.stream_a(x), self.stream_b(x)
        _, _, h, w = fa.shape
        gram = F.batch_dot(fa.reshape((0, 0, -1)), fb.reshape((0, 0, -1)), transpose_b=True) / (h * w)
        return F.L2Normalization(gram.reshape((0, -1)))


Net = BilinearCNN
