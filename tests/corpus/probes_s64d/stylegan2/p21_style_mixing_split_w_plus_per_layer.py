"""StyleGAN2 W+ style mixing: the (B, L, Wdim) latents cut per layer by `F.split(w_plus, num_outputs=L, axis=1, squeeze_axis=True)` (L from the constructor), each layer's affine style from its own entry of the python list, the style scaling the layer's channels by `broadcast_mul` of a (B, C, 1, 1) reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 2, 5)]


class StyleMixing(HybridBlock):
    def __init__(self, channels=4, layers=2, wdim=5, **kwargs):
        super().__init__(**kwargs)
        self._l = layers
        with self.name_scope():
            self.affines = nn.HybridSequential()
            self.convs = nn.HybridSequential()
            for _ in range(layers):
                self.affines.add(nn.Dense(channels, in_units=wdim, bias_initializer="ones"))
                self.convs.add(nn.Conv2D(channels, 3, padding=1))

    def hybrid_forward(self, F, x, w_plus):
        ws = F.split(w_plus, num_outputs=self._l, axis=1, squeeze_axis=True)
        for i in range(self._l):
            x = self.convs[i](F.broadcast_mul(x, self.affines[i](ws[i]).reshape((0, 0, 1, 1))))
        return x


Net = StyleMixing
