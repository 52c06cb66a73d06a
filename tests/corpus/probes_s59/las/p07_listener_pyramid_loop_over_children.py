"""LAS listener: a python list of pyramidal layers held in a HybridSequential, iterated in `hybrid_forward` with `len(self.layers)` choosing where to fold; every fold by reshape codes."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16, 4)]


class Listener(HybridBlock):
    def __init__(self, hidden=3, in_units=4, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            units = in_units
            for _ in range(num_layers):
                self.layers.add(rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * units))
                units = 2 * hidden

    def hybrid_forward(self, F, x):
        for i in range(len(self.layers)):
            x = x.reshape((0, -4, -1, 2, 0)).reshape((0, 0, -3))
            x = self.layers[i](x)
        return x


Net = Listener
