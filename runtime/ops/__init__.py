"""Op definitions, one module per family; importing this registers them all."""
from . import elemwise, tensor, reduce, init, nn, control, image  # noqa: F401
from . import contrib_box, contrib_attention, contrib_deformable, legacy  # noqa: F401
from . import custom  # noqa: F401  (python operators: Custom)
