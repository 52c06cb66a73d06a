"""Numpy-mode ChebNet (`@use_np`): the recursion on a python list read from its end
(`terms[-1]`, `terms[-2]`), `np.dot`, and a (U,) bias added with numpy broadcasting."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(5, 3)]


@use_np
class NumpyCheb(HybridBlock):
    def __init__(self, num_nodes=5, in_units=3, units=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        a = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / num_nodes
        with self.name_scope():
            self.lap = self.params.get_constant("lap", a)
            self.weight = self.params.get("weight", shape=(k * in_units, units))
            self.bias = self.params.get("bias", shape=(units,), init="ones")

    def hybrid_forward(self, F, x, lap, weight, bias):
        terms = [x, F.np.dot(lap, x)]
        for _ in range(2, self.k):
            terms.append(2 * F.np.dot(lap, terms[-1]) - terms[-2])
        return F.np.dot(F.np.concatenate(terms, axis=1), weight) + bias


Net = NumpyCheb
