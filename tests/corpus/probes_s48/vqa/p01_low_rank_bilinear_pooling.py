"""MLB fusion (low-rank bilinear pooling): image and question features projected to a shared rank by two Denses with tanh, fused by the Hadamard product (same shapes, plain `*`), then an answer classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 12), (3, 10)]


class Net(HybridBlock):
    def __init__(self, img_dim=12, q_dim=10, rank=8, num_answers=5, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.img_proj = nn.Dense(rank, activation="tanh", in_units=img_dim)
            self.q_proj = nn.Dense(rank, activation="tanh", in_units=q_dim)
            self.drop = nn.Dropout(dropout)
            self.classifier = nn.Dense(num_answers, in_units=rank)

    def hybrid_forward(self, F, img, q):
        fused = self.img_proj(img) * self.q_proj(q)
        return self.classifier(self.drop(fused))
