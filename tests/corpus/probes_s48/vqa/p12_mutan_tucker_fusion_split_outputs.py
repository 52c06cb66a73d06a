"""MUTAN-style fusion: both modalities projected to `rank * dim`, cut into `rank` slices with `F.split(num_outputs=rank)`, the Hadamard products of matching slices summed with `F.add_n` (a python list of split outputs), then the answer head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 12), (3, 10)]


class Net(HybridBlock):
    def __init__(self, img_dim=12, q_dim=10, dim=6, rank=3, num_answers=5, **kwargs):
        super().__init__(**kwargs)
        self.rank = rank
        with self.name_scope():
            self.img_proj = nn.Dense(rank * dim, in_units=img_dim)
            self.q_proj = nn.Dense(rank * dim, in_units=q_dim)
            self.head = nn.Dense(num_answers, in_units=dim)

    def hybrid_forward(self, F, img, q):
        vs = F.split(F.tanh(self.img_proj(img)), num_outputs=self.rank, axis=1)
        qs = F.split(F.tanh(self.q_proj(q)), num_outputs=self.rank, axis=1)
        fused = F.add_n(*[vs[r] * qs[r] for r in range(self.rank)])
        return self.head(fused)
