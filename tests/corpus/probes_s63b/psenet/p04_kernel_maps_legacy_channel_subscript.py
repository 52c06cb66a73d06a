"""PSENet head output (N, K, H, W) taken apart with legacy subscripts: the text map `out[:, 0]` and the shrunk kernels `out[:, 1:]`, both through a sigmoid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SubscriptKernels(HybridBlock):
    def __init__(self, kernel_num=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(kernel_num, 1)

    def hybrid_forward(self, F, feats):
        out = self.head(feats)
        text, kernels = out[:, 0], out[:, 1:]
        return F.sigmoid(text), F.sigmoid(kernels)


Net = SubscriptKernels
