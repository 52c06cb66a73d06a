"""Matrix Kalman predict on a batch of covariances: `A P A^T + Q` by `batch_dot` with the transition broadcast to the batch by `broadcast_like`, Q from a python-sized `F.eye`, the trace by a product with the identity."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 4)]


class CovPredict(HybridBlock):
    def __init__(self, dim=4, q=0.05, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.q, self.steps = dim, q, steps
        with self.name_scope():
            self.A = self.params.get("A", shape=(dim, dim), init=init.Uniform(0.3))

    def hybrid_forward(self, F, L, A):
        P = F.batch_dot(L, L, transpose_b=True)
        eye = F.eye(self.dim).expand_dims(0)
        A_b = F.broadcast_like(A.expand_dims(0), P)
        for _ in range(self.steps):
            P = F.broadcast_add(F.batch_dot(F.batch_dot(A_b, P), A_b, transpose_b=True), self.q * eye)
        return F.sum(F.broadcast_mul(P, eye), axis=(1, 2))


Net = CovPredict
