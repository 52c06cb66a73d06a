"""PSENet inference: the head output (N, K, H, W) cut by `F.slice_axis` into the text map (N, 1, H, W) (`begin=0, end=1`) and the kernels (N, K - 1, H, W) (`begin=1, end=None`), the binarised kernels restricted to the text region by a plain `*` with `text > 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SlicedTextMask(HybridBlock):
    def __init__(self, kernel_num=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(kernel_num, 1)

    def hybrid_forward(self, F, feats):
        out = self.head(feats)
        text = F.slice_axis(out, axis=1, begin=0, end=1)
        kernels = F.slice_axis(out, axis=1, begin=1, end=None)
        return (kernels > 0) * (text > 0)


Net = SlicedTextMask
