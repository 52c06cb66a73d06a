"""SketchRNN encoder that pools each sketch over its own length, the lengths read into python by `lengths.asnumpy().astype(int)` and used in a loop of `slice_axis`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class MaskedEncoder(HybridBlock):
    def __init__(self, hidden=4, z_size=3, batch=2, **kwargs):
        super().__init__(**kwargs)
        self.batch = batch
        with self.name_scope():
            self.encoder = rnn.LSTM(hidden, layout="NTC", input_size=5)
            self.mu = nn.Dense(z_size, in_units=hidden)

    def hybrid_forward(self, F, strokes):
        end = F.slice_axis(strokes, axis=2, begin=4, end=5).reshape((0, -1)) > 0.5
        lengths = F.maximum(F.sum(1 - end, axis=1), 1).asnumpy().astype(int)
        h = self.encoder(strokes)
        rows = []
        for b in range(self.batch):
            hb = F.slice_axis(F.slice_axis(h, axis=0, begin=b, end=b + 1), axis=1, begin=0, end=int(lengths[b]))
            rows.append(F.mean(hb, axis=1))
        return self.mu(F.concat(*rows, dim=0))


Net = MaskedEncoder
