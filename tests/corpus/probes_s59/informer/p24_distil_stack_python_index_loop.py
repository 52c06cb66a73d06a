"""Informer encoder stack: attention layers and distilling layers in two child lists, a python `for i in range(len(self._attn))` with `if i < len(self._distil)` choosing where to halve."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class EncoderStack(HybridBlock):
    def __init__(self, d_model=6, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self._attn = []
        self._distil = []
        with self.name_scope():
            for i in range(num_layers):
                layer = nn.Dense(d_model, flatten=False, activation="relu", in_units=d_model)
                self.register_child(layer, "attn%d" % i)
                self._attn.append(layer)
            for i in range(num_layers - 1):
                pool = nn.MaxPool1D(pool_size=3, strides=2, padding=1)
                self.register_child(pool, "distil%d" % i)
                self._distil.append(pool)

    def hybrid_forward(self, F, x):
        for i in range(len(self._attn)):
            x = self._attn[i](x)
            if i < len(self._distil):
                x = F.transpose(self._distil[i](F.transpose(x, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x


Net = EncoderStack
