"""WaveNet head that starts the skip total from the first layer's output and adds the rest with `+=`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 24)]


class Net(HybridBlock):
    def __init__(self, channels=4, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self._dilations = [2 ** i for i in range(num_layers)]
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for d in self._dilations:
                self.layers.add(nn.Conv1D(channels, 2, padding=d, dilation=d, in_channels=channels))

    def hybrid_forward(self, F, x):
        total = None
        for layer, d in zip(self.layers, self._dilations):
            h = F.tanh(F.slice_axis(layer(x), axis=2, begin=0, end=-d))
            if total is None:
                total = h
            else:
                total += h
            x = x + h
        return F.relu(total)
