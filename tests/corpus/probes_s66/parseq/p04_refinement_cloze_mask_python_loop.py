"""PARSeq's iterative refinement: a cloze mask (every position sees every other but itself, `eye` from
`F.arange` and `F.broadcast_equal`, less the BOS column spread by `F.broadcast_like`, so the BOS slot stays visible) and a python loop over the
configured `refine_iters` feeding the argmax tokens back through an Embedding."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Refinement(HybridBlock):
    def __init__(self, dims=8, num_classes=7, steps=5, refine_iters=2, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.refine_iters = steps, refine_iters
        with self.name_scope():
            self.tok = nn.Embedding(num_classes, dims)
            self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def hybrid_forward(self, F, pos_queries):
        idx = F.arange(self.steps)
        eye = F.broadcast_equal(idx.reshape((-1, 1)), idx.reshape((1, -1)))
        bos = F.broadcast_like((idx == 0).reshape((1, -1)), eye)
        cloze = ((eye - bos) > 0) * -1e9                                        # self hidden, BOS visible
        logits = self.head(pos_queries)
        for _ in range(self.refine_iters):
            ctx = self.tok(F.argmax(logits, axis=-1))
            q, k = F.split(self.qk(ctx), num_outputs=2, axis=2)
            att = F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), cloze.expand_dims(0)), axis=-1)
            logits = self.head(pos_queries + F.batch_dot(att, ctx))
        return logits


Net = Refinement
