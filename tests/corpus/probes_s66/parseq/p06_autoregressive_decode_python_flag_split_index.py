"""PARSeq's autoregressive decoding behind a python flag (`if self.decode_ar`): a loop over the configured
length, each step's query a `F.slice_axis` of the position queries, the tokens so far embedded and concatenated
along time, the step's logits the second output of a two-way `F.split` indexed by `[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class ARDecode(HybridBlock):
    def __init__(self, dims=6, num_classes=5, steps=3, decode_ar=True, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decode_ar = steps, decode_ar
        with self.name_scope():
            self.tok = nn.Embedding(num_classes, dims)
            self.head = nn.Dense(2 * num_classes, flatten=False, in_units=dims)

    def hybrid_forward(self, F, pos_queries):
        if not self.decode_ar:
            return F.split(self.head(pos_queries), num_outputs=2, axis=2)[1]
        ctx = F.zeros_like(F.slice_axis(pos_queries, axis=1, begin=0, end=1))
        outs = []
        for t in range(self.steps):
            q = F.slice_axis(pos_queries, axis=1, begin=t, end=t + 1)
            h = q + F.mean(ctx, axis=1, keepdims=True)
            logits = F.split(self.head(h), num_outputs=2, axis=2)[1]
            outs.append(logits)
            ctx = F.concat(ctx, self.tok(F.argmax(logits, axis=-1)), dim=1)
        return F.concat(*outs, dim=1)


Net = ARDecode
