"""Numpy-mode VQA fusion: `npx.set_np()`, the question lifted with `q[:, None, :]` and multiplied into the regions with numpy broadcasting, the first `top_k` regions kept by a slice with a constructor bound, answers by `np.max` pooling."""
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
        q = F.np.tanh(self.q_proj(q))
        joint = v[:, :self.top_k] * q[:, None, :]
        return self.head(F.np.max(joint, axis=1))
