"""Models for ``Block.save(prefix)``/``Block.load(prefix)`` (MXNet 1.9.1's ``<prefix>-model.json``
+ ``<prefix>-model.params``), built unchanged under real MXNet 1.9.1
(bench/mxnet_block_save_fixtures.py records each one's files and output) and under the runtime
(tests/runtime/test_block_save.py loads MXNet's files, and writes its own for MXNet to load).

Each model is built inside a fresh ``mx.name.NameManager()``, so its block and parameter names
do not depend on what the process built before; ``load`` renames a block built elsewhere to
the saved names anyway (``renamed`` builds the model once more beforehand to show it)."""
import numpy as np

NAMES = ["seq_hybridized", "seq_eager", "nested_two_in_out", "block_of_hybrid"]


def _nets(mx):
    gluon = mx.gluon
    nn = gluon.nn

    class Head(gluon.HybridBlock):
        """Attribute children (``body``, ``out``), two inputs, two outputs."""

        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.body = nn.HybridSequential()
                self.body.add(nn.Dense(5, activation="tanh", in_units=3),
                              nn.Dense(4, in_units=5))
                self.out = nn.Dense(2, in_units=4)
                self.scale = self.params.get("scale", shape=(4,), init=mx.init.One())

        def hybrid_forward(self, F, x, y, scale):
            h = F.broadcast_mul(self.body(x), scale.reshape((1, -1))) + y
            return self.out(h), F.relu(h)

    class Wrapper(gluon.Block):
        """A plain Block around hybrid children (named ``features`` and ``1``: register_child
        without a name numbers the child)."""

        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.features = nn.HybridSequential()
                self.features.add(nn.Conv2D(2, 3, padding=1, in_channels=1),
                                  nn.BatchNorm(in_channels=2), nn.Activation("relu"))
                self.register_child(nn.Dense(3, in_units=2 * 4 * 4))

        def forward(self, x):
            return self._children["1"](self.features(x))

    def seq():
        net = nn.HybridSequential()
        with net.name_scope():
            net.add(nn.Dense(4, activation="relu", in_units=3), nn.BatchNorm(in_channels=4),
                    nn.Dense(2, in_units=4))
        return net

    return {"seq_hybridized": (seq, True), "seq_eager": (seq, False),
            "nested_two_in_out": (Head, True), "block_of_hybrid": (Wrapper, True)}


def inputs(mx, name):
    rng = np.random.RandomState(len(name))
    if name == "nested_two_in_out":
        return [mx.nd.array(rng.standard_normal((2, 3))), mx.nd.array(rng.standard_normal((2, 4)))]
    if name == "block_of_hybrid":
        return [mx.nd.array(rng.standard_normal((2, 1, 4, 4)))]
    return [mx.nd.array(rng.standard_normal((2, 3)))]


def build(mx, name):
    """The model, initialised from a seeded stream (not hybridized, never called)."""
    make, _ = _nets(mx)[name]
    with mx.name.NameManager():
        net = make()
    net.initialize(mx.init.Normal(0.5))
    rng = np.random.RandomState(7)
    for _, p in sorted(net.collect_params().items()):
        value = rng.standard_normal(p.shape)
        if p.name.endswith("running_var"):
            value = np.abs(value) + 0.5
        p.set_data(mx.nd.array(value.astype(np.float32)))
    return net


def trained(mx, name):
    """The model as saved: hybridized where the case says so, called once (which traces it)."""
    net = build(mx, name)
    if _nets(mx)[name][1]:
        net.hybridize()
    net(*inputs(mx, name))
    return net


def renamed(mx, name):
    """The model built after another copy, so every generated name differs from the saved one
    (``load`` must map the saved names back)."""
    make, _ = _nets(mx)[name]
    with mx.name.NameManager():
        make()
        net = make()
    net.initialize()
    return net


def outputs(out):
    out = out if isinstance(out, (list, tuple)) else [out]
    return [o.asnumpy() for o in out]
