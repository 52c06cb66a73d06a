"""Numpy-mode VQA fusion written with what numpy-mode Symbols accept: the question lifted by `F.np.expand_dims(q, 1)`, the first `top_k` regions kept by the basic slice `v[:, :self.top_k, :]`, the fused regions pooled with `np.max` and answers from a Dense."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 9, 8), (2, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, top_k=5, num_answers=4, **kwargs):
        super().__init__(**kwargs)
        self.top_k = top_k
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.head = nn.Dense(num_answers, in_units=dim)

    def hybrid_forward(self, F, v, q):
        q = F.np.expand_dims(F.np.tanh(self.q_proj(q)), 1)        # (N, 1, dim)
        joint = v[:, :self.top_k, :] * q
        return self.head(F.np.max(joint, axis=1))
