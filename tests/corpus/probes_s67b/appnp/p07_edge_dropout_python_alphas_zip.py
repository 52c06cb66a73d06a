"""APPNP with edge dropout (`F.Dropout` on the (E, 1) edge weights: identity outside training) and a python
list of per-step teleport probabilities from the constructor zipped with the step index; the step outputs are
kept in a list and the last one returned with the mean of all (jumping-knowledge style) by `add_n`."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class EdgeDropAPPNP(HybridBlock):
    def __init__(self, src=(0, 1, 2, 3), dst=(1, 2, 3, 0), num_nodes=4, classes=2,
                 alphas=(0.1, 0.1, 0.2), edge_drop=0.3, **kwargs):
        super().__init__(**kwargs)
        self.alphas = list(alphas)
        self.edge_drop = edge_drop
        eye = onp.eye(num_nodes, dtype="float32")
        S, D = eye[list(src)], eye[list(dst)]
        with self.name_scope():
            self.S = self.params.get_constant("S", S)
            self.D = self.params.get_constant("D", D)
            self.w = self.params.get_constant("w", onp.ones((len(src), 1), "float32"))
            self.lin = nn.Dense(classes)

    def hybrid_forward(self, F, x, S, D, w):
        w = F.Dropout(w, p=self.edge_drop)
        h0 = self.lin(x)
        steps = [h0]
        for step, alpha in zip(range(len(self.alphas)), self.alphas):
            msg = F.broadcast_mul(F.dot(S, steps[step]), w)
            steps.append((1 - alpha) * F.dot(D, msg, transpose_a=True) + alpha * h0)
        return steps[-1], F.add_n(*steps) / len(steps)


Net = EdgeDropAPPNP
