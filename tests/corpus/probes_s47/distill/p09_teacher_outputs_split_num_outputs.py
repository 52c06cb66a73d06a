"""The teacher's logits for three heads arrive concatenated; they are cut with `F.split(num_outputs=3)` and each output indexed from the returned list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 15)]


class HeadwiseKD(HybridBlock):
    def __init__(self, heads=3, classes=5, temperature=2.0, **kwargs):
        super().__init__(**kwargs)
        self._heads, self._t = heads, temperature
        with self.name_scope():
            self.student = nn.Dense(heads * classes, in_units=10)

    def hybrid_forward(self, F, x, teacher_cat):
        s_heads = F.split(self.student(x), num_outputs=self._heads, axis=1)
        t_heads = F.split(teacher_cat, num_outputs=self._heads, axis=1)
        loss = 0
        for i in range(self._heads):
            q = F.softmax(t_heads[i] / self._t)
            loss = loss + F.sum(q * (F.log(q + 1e-9) - F.log_softmax(s_heads[i] / self._t)), axis=1)
        return loss / self._heads


class Net(HeadwiseKD):
    pass
