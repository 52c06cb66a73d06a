"""SketchRNN pen-state loss: the three pen logits (p1, p2, p3) by `log_softmax`, the target pen state the `argmax` of the stroke-5 columns 2:5 (a `slice_axis`), `pick` of the log-probabilities."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class PenLoss(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.decoder = rnn.GRU(hidden, layout="NTC", input_size=5)
            self.pen = nn.Dense(3, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, strokes):
        logp = F.log_softmax(self.pen(self.decoder(strokes)), axis=-1)
        target = F.argmax(F.slice_axis(strokes, axis=2, begin=2, end=5), axis=-1)
        return -F.mean(F.pick(logp, target, axis=-1))


Net = PenLoss
