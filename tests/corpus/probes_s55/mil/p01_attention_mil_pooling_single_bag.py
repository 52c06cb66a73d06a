"""Attention-based MIL pooling (Ilse et al.) over one bag of K instances: instance embeddings, `tanh` attention scores transposed to (1, K), softmax over the bag, the bag embedding by `dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6)]


class AttentionMIL(HybridBlock):
    def __init__(self, in_units=6, hidden=5, att=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, activation="relu", in_units=in_units)
            self.att_v = nn.Dense(att, activation="tanh", in_units=hidden)
            self.att_w = nn.Dense(1, in_units=att)
            self.cls = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, bag):
        H = self.embed(bag)
        A = F.softmax(F.transpose(self.att_w(self.att_v(H))), axis=1)
        M = F.dot(A, H)
        return F.sigmoid(self.cls(M)), A


Net = AttentionMIL
