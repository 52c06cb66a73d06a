"""DeepFM's field embeddings: one Embedding per field applied to `ids[:, i]` in a loop over `range(ids.shape[1])`, stacked to (B, F, K), and the FM second-order term `0.5 * ((sum e)^2 - sum e^2)` summed over K with keepdims."""
from mxnet.gluon import nn


INPUTS = [(3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=3, vocab=5, k=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embs = nn.HybridSequential()
            for _ in range(num_fields):
                self.embs.add(nn.Embedding(vocab, k))

    def hybrid_forward(self, F, x):
        ids = F.round(F.abs(x) * 4)
        embs = []
        for i in range(ids.shape[1]):
            embs.append(self.embs[i](ids[:, i]))
        e = F.stack(*embs, axis=1)
        square_of_sum = e.sum(axis=1) ** 2
        sum_of_square = (e ** 2).sum(axis=1)
        return 0.5 * (square_of_sum - sum_of_square).sum(axis=1, keepdims=True)
