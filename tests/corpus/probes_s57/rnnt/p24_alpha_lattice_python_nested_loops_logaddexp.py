"""RNN-T forward variables over a (T, U+1) lattice for constructor sizes: python nested loops over lists of (B, 1) tensors, `log(exp(a) + exp(b))` of blank and label transitions read by `slice_axis`, the loss `-(alpha[T-1][U] + blank[T-1, U])`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 3), (2, 3, 2)]


class AlphaLattice(HybridBlock):
    def __init__(self, T=3, U=2, **kwargs):
        super().__init__(**kwargs)
        self.T, self.U = T, U

    @staticmethod
    def _at(F, x, t, u):
        return F.slice_axis(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=2, begin=u, end=u + 1).reshape((0, -1))

    def hybrid_forward(self, F, blank, label):
        blank = F.log(F.sigmoid(blank))
        label = F.log(F.sigmoid(label))
        alpha = [[None] * (self.U + 1) for _ in range(self.T)]
        alpha[0][0] = F.zeros_like(self._at(F, blank, 0, 0))
        for t in range(self.T):
            for u in range(self.U + 1):
                if t == 0 and u == 0:
                    continue
                terms = []
                if t > 0:
                    terms.append(alpha[t - 1][u] + self._at(F, blank, t - 1, u))
                if u > 0:
                    terms.append(alpha[t][u - 1] + self._at(F, label, t, u - 1))
                alpha[t][u] = terms[0] if len(terms) == 1 else F.log(F.exp(terms[0]) + F.exp(terms[1]))
        return -(alpha[self.T - 1][self.U] + self._at(F, blank, self.T - 1, self.U))


Net = AlphaLattice
