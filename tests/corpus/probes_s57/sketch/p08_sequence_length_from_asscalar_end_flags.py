"""SketchRNN loss over the drawn part of one sketch: the length is `int(F.sum(1 - end_flag).asscalar())` and the steps are cut by `slice_axis(end=length)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(1, 6, 5)]


class PenLoss(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.decoder = rnn.GRU(hidden, layout="NTC", input_size=5)
            self.pen = nn.Dense(3, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, strokes):
        logp = F.log_softmax(self.pen(self.decoder(strokes)), axis=-1)
        end_flag = F.slice_axis(strokes, axis=2, begin=4, end=5) > 0.5
        length = max(int(F.sum(1 - end_flag).asscalar()), 1)
        target = F.argmax(F.slice_axis(strokes, axis=2, begin=2, end=5), axis=-1)
        ll = F.pick(logp, target, axis=-1)
        return -F.mean(F.slice_axis(ll, axis=1, begin=0, end=length))


Net = PenLoss
