"""DPR scores in a `@use_np` block's `hybrid_forward`: CLS pooling by the python subscript `h[:, 0]`, the
score matrix `F.np.dot(q, p.T)`, the log-softmax by `F.npx.log_softmax`. Legal: numpy-mode symbols take
basic subscripts and `.T`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 8), (4, 5, 8)]


@use_np
class UseNpScores(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, flatten=False, in_units=dim)
            self.p_proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, questions, passages):
        q = self.q_proj(questions)[:, 0]
        p = self.p_proj(passages)[:, 0]
        return F.npx.log_softmax(F.np.dot(q, p.T), axis=1)


Net = UseNpScores
