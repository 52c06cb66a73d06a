"""A soft decision tree: each leaf's weight starts as `F.ones((x.shape[0], 1))` and is multiplied
by the sigmoid splits on its path; the tree's output is `F.stack(*weights, axis=-1) *
F.stack(*outputs, axis=-1)` summed over leaves -- (N, 1, L) times (N, units, L), which NDArray's
`*` broadcasts.

Source: a public Mondrian-forest experiment in Gluon (find_string id 30950706742, "F.ones((x.shape[0]"),
Split, Leaf and Tree.hybrid_forward as written; the tree is built directly (one split, two
leaves) instead of by the data-driven `extend_tree`, and the split's constant initializers are
left to the default.
"""
from mxnet.gluon import HybridBlock
from mxnet.gluon import nn, contrib

INPUTS = [(3, 5)]


class Split(HybridBlock):

  def __init__(self, in_units, decision, side):
    super(Split, self).__init__()
    with self.name_scope():
      self.split = nn.Dense(units=1, in_units=in_units)
    self.parent = {'decision': decision, 'side': side}

  def hybrid_forward(self, F, x):
    return self.split(x).sigmoid()


class Leaf(HybridBlock):

  def __init__(self, layer, node=None, decision=None, side=None):
    super(Leaf, self).__init__()
    with self.name_scope():
      self.layer = layer

    self.parent = {'node': node, 'decision': decision, 'side': side}

  def hybrid_forward(self, F, x):
    return self.layer(x)


class Net(HybridBlock):

  def __init__(self, layer_initializer=lambda: nn.Dense(4)):
    super(Net, self).__init__()
    self.layer_initializer = layer_initializer
    with self.name_scope():
      self.splits = contrib.nn.HybridConcurrent()
      self.leaves = contrib.nn.HybridConcurrent()
      split = Split(5, decision=None, side=None)
      self.splits.add(split)
      self.leaves.add(Leaf(self.layer_initializer(), decision=split, side=0))
      self.leaves.add(Leaf(self.layer_initializer(), decision=split, side=1))

  def hybrid_forward(self, F, x):
    leaf_output = []
    leaf_weight = []
    for leaf in self.leaves:
      leaf_path = [F.ones((x.shape[0], 1))]
      split = leaf.parent
      while 1:
        if split['decision'] is None: break
        leaf_path.append(
          F.abs(0**split['side'] - split['decision'](x))
        )
        split = split['decision'].parent

      leaf_weight.append(F.prod(F.stack(*leaf_path), axis=0))
      leaf_output.append(leaf(x))

    # return leaf_weight, leaf_output
    return F.sum(
      F.stack(*leaf_weight, axis=-1) * F.stack(*leaf_output, axis=-1),
      axis=-1
    )
