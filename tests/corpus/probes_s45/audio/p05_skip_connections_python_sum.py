"""WaveNet head: skip outputs of every layer collected in a list and added with the builtin `sum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 24)]


class Net(HybridBlock):
    def __init__(self, channels=4, num_layers=3, out_channels=5, **kwargs):
        super().__init__(**kwargs)
        self._dilations = [2 ** i for i in range(num_layers)]
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for d in self._dilations:
                self.layers.add(nn.Conv1D(channels, 2, padding=d, dilation=d, in_channels=channels))
            self.post = nn.Conv1D(out_channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        skips = []
        for layer, d in zip(self.layers, self._dilations):
            h = F.tanh(F.slice_axis(layer(x), axis=2, begin=0, end=-d))
            skips.append(h)
            x = x + h
        return self.post(F.relu(sum(skips)))
