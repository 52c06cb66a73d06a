"""sLSTM whose state travels in a dict `{"c", "n", "m", "h"}` returned by a step method and passed back in;
the first step tested by `state is None`, a python value; all operators on (B, H) arrays of one shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class DictState(HybridBlock):
    def __init__(self, hidden=5, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.w = nn.Dense(4 * hidden, flatten=False)
            self.r = nn.Dense(4 * hidden, use_bias=False, in_units=hidden)

    def _step(self, F, pre, state):
        if state is not None:
            pre = pre + self.r(state["h"])
        i_t, f_t, z_t, o_t = F.split(pre, num_outputs=4, axis=-1)
        if state is None:
            m, c, n = i_t, F.tanh(z_t), F.ones_like(i_t)
        else:
            m = F.maximum(f_t + state["m"], i_t)
            i_g, f_g = F.exp(i_t - m), F.exp(f_t + state["m"] - m)
            c, n = f_g * state["c"] + i_g * F.tanh(z_t), f_g * state["n"] + i_g
        return {"c": c, "n": n, "m": m, "h": F.sigmoid(o_t) * c / n}

    def hybrid_forward(self, F, x):
        wx = self.w(x)
        state = None
        for t in range(self.steps):
            state = self._step(F, F.slice_axis(wx, axis=1, begin=t, end=t + 1).reshape((0, -1)), state)
        return state["h"]


Net = DictState
