"""ConvMixer feature extractor returning a token sequence: the patch grid size read from the input's `.shape` (`h = x.shape[2] // self._patch`) to flatten the map into (N, C, h*h) before a transpose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ConvMixerTokens(HybridBlock):
    def __init__(self, dim=6, patch=2, **kwargs):
        super().__init__(**kwargs)
        self._patch = patch
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        h = x.shape[2] // self._patch
        y = F.LeakyReLU(self.embed(x), act_type="gelu")
        y = y + self.dw(y)
        return F.transpose(y.reshape((0, 0, h * h)), axes=(0, 2, 1))


Net = ConvMixerTokens
