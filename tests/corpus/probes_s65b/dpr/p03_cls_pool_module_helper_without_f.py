"""DPR bi-encoder whose CLS pooling and score normalisation are module functions without `F`: `cls_pool(h)`
reads the first token by the tensor's own `slice_axis`/`reshape` methods, `scaled(scores, temperature)`
divides by a python float; the scores by `F.dot(q, p, transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (4, 5, 8)]


def cls_pool(hidden):
    return hidden.slice_axis(axis=1, begin=0, end=1).reshape((0, -1))


def scaled(scores, temperature):
    return scores / temperature


class HelperBiEncoder(HybridBlock):
    def __init__(self, dim=8, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self._temperature = temperature
        with self.name_scope():
            self.q_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)
            self.p_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, questions, passages):
        q = cls_pool(self.q_proj(questions))
        p = cls_pool(self.p_proj(passages))
        return F.log_softmax(scaled(F.dot(q, p, transpose_b=True), self._temperature), axis=1)


Net = HelperBiEncoder
