"""Mixer stem: strided Conv2D patch embedding flattened to tokens by the reshape code `(0, 0, -1)` and transposed to (B, N, C); the patch grid never leaves the graph."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Net(HybridBlock):
    def __init__(self, patch=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, kernel_size=patch, strides=patch, in_channels=3)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, img):
        x = self.proj(img)
        x = F.reshape(x, shape=(0, 0, -1))       # (B, C, H*W)
        x = F.transpose(x, axes=(0, 2, 1))       # (B, N, C)
        return self.norm(x)
