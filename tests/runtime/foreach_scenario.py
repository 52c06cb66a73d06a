"""A recurrent HybridBlock written with F.contrib.foreach, run unchanged under real MXNet 1.9.1
(bench/mxnet_foreach_fixtures.py records it) and under the runtime (tests/runtime/test_foreach.py):
outputs and gradients eagerly and hybridized, and the exported -symbol.json."""
import numpy as np


def make(mx):
    gluon = mx.gluon

    class Loop(gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.w = self.params.get("w", shape=(3, 3))
                self.b = self.params.get("b", shape=(3,))

        def hybrid_forward(self, F, x, h0, w, b):
            def step(xt, states):
                h = F.tanh(F.broadcast_add(F.dot(xt, w) + states[0], b))
                return [h, F.sigmoid(h)], [h]
            outs, states = F.contrib.foreach(step, x, [h0])
            return outs[0] + outs[1], states[0]

    return Loop(prefix="loop_")


def run(mx, hybridize):
    rng = np.random.RandomState(0)
    net = make(mx)
    net.initialize()
    x = mx.nd.array(rng.standard_normal((4, 2, 3)))
    h0 = mx.nd.array(rng.standard_normal((2, 3)))
    net(x, h0)
    net.w.set_data(mx.nd.array(rng.standard_normal((3, 3)) * 0.5))
    net.b.set_data(mx.nd.array(rng.standard_normal(3)))
    if hybridize:
        net.hybridize()
    x.attach_grad()
    h0.attach_grad()
    with mx.autograd.record():
        outs = net(x, h0)
        loss = sum((o * (k + 1)).sum() for k, o in enumerate(outs))
    loss.backward()
    return [o.asnumpy() for o in outs] + [x.grad.asnumpy(), h0.grad.asnumpy(),
                                          net.w.grad().asnumpy(), net.b.grad().asnumpy()]
