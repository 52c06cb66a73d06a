"""DPR encoder with the PyTorch port's CLS pooling `h[:, 0, :]` (the `sequence_output[:, 0, :]` of
HuggingFace's DPR), then the question-passage score matrix by `F.dot(..., transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (4, 5, 8)]


class ClsSubscriptBiEncoder(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)
            self.p_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, questions, passages):
        q = self.q_proj(questions)[:, 0, :]
        p = self.p_proj(passages)[:, 0, :]
        return F.log_softmax(F.dot(q, p, transpose_b=True), axis=1)


Net = ClsSubscriptBiEncoder
