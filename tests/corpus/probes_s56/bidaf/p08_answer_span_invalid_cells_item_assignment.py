"""Answer-span decoding zeroing the invalid (end before start) cells with `grid[:, i, :i] = 0` in a python loop."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7), (2, 7)]


class SpanDecoder(HybridBlock):
    def __init__(self, context_len=7, **kwargs):
        super().__init__(**kwargs)
        self.T = context_len

    def hybrid_forward(self, F, start_logits, end_logits):
        p1 = F.softmax(start_logits, axis=-1)
        p2 = F.softmax(end_logits, axis=-1)
        grid = F.batch_dot(F.expand_dims(p1, 2), F.expand_dims(p2, 1))
        for i in range(1, self.T):
            grid[:, i, :i] = 0
        return F.argmax(F.reshape(grid, (0, -1)), axis=1)


Net = SpanDecoder
