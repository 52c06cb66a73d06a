"""Residual stack built from `layer_kwargs` passed by `**` to each layer, skip outputs kept in a dict
keyed by layer name and summed by `F.add_n(*skips.values())`, layers returning `(residual, skip)`
tuples unpacked in the loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9)]


class Layer(HybridBlock):
    def __init__(self, channels, kernel=3, dilation=1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Conv1D(2 * channels, kernel, padding=dilation * (kernel - 1) // 2, dilation=dilation)
            self.out = nn.Conv1D(2 * channels, 1)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.filt(x), num_outputs=2, axis=1)
        res, skip = F.split(self.out(F.tanh(a) * F.sigmoid(b)), num_outputs=2, axis=1)
        return x + res, skip


class DictSkips(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 4), **layer_kwargs):
        super().__init__()
        self.names = ["layer%d" % i for i in range(len(dilations))]
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for d in dilations:
                self.layers.add(Layer(channels, dilation=d, **layer_kwargs))

    def hybrid_forward(self, F, x):
        skips = {}
        for name, layer in zip(self.names, self.layers):
            x, skips[name] = layer(x)
        return F.relu(F.add_n(*skips.values()))


Net = DictSkips
