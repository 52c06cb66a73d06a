"""YOLOv5 Focus as the PyTorch original writes it: `x[..., ::2, ::2]`, `x[..., 1::2, ::2]`, ... -- legacy subscripts with steps on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FocusSubscript(HybridBlock):
    def __init__(self, c1=3, c2=8, **kwargs):
        super(FocusSubscript, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(c2, 3, padding=1, in_channels=c1 * 4)

    def hybrid_forward(self, F, x):
        return self.conv(F.concat(x[:, :, ::2, ::2], x[:, :, 1::2, ::2], x[:, :, ::2, 1::2], x[:, :, 1::2, 1::2], dim=1))


Net = FocusSubscript
