"""Task-conditioned Dense: weight and bias both generated from a learned task embedding (a Parameter), the bias flattened by `reshape((-1,))`, both handed to `F.FullyConnected` with `flatten=False` for (N, T, D) inputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, in_units=6, task_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.in_units = units, in_units
        with self.name_scope():
            self.task = self.params.get("task", shape=(1, task_dim), init="normal")
            self.w_gen = nn.Dense(units * in_units, in_units=task_dim)
            self.b_gen = nn.Dense(units, in_units=task_dim)

    def hybrid_forward(self, F, x, task):
        w = self.w_gen(task).reshape((self.units, self.in_units))
        b = self.b_gen(task).reshape((-1,))
        return F.FullyConnected(x, w, b, num_hidden=self.units, flatten=False)
